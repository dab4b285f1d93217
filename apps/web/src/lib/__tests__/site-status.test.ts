import { BOOT_STATUS_ELEMENT_ID } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { readBootStatus, seedBootStatus, siteStatusQueryOptions } from '@/lib/site-status';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { pageWithDataBlock } from '@/test/data-block';

const pageWith = (text: string | null) => pageWithDataBlock(BOOT_STATUS_ELEMENT_ID, text);

describe('the status written into the page', () => {
  it('starts the query cache with it', () => {
    const status = siteStatusFixture();
    const client = seedBootStatus(createQueryClient(), pageWith(JSON.stringify(status)));
    expect(client.getQueryData(siteStatusQueryOptions().queryKey)).toEqual(status);
  });

  it.each([
    ['no block', () => pageWith(null)],
    ['text that is not JSON', () => pageWith('{"maintenance":')],
    ['no contract stamp (a server that did not check it)', () => pageWithDataBlock(BOOT_STATUS_ELEMENT_ID, JSON.stringify(siteStatusFixture()), { stamp: null })],
    ['the stamp of another contract', () => pageWithDataBlock(BOOT_STATUS_ELEMENT_ID, JSON.stringify(siteStatusFixture()), { stamp: 'another-contract' })],
  ])('is ignored with %s: startup asks the server', (_name, page) => {
    const client = seedBootStatus(createQueryClient(), page());
    expect(readBootStatus(page())).toBeNull();
    expect(client.getQueryData(siteStatusQueryOptions().queryKey)).toBeUndefined();
  });
});
