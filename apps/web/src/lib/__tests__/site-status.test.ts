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
    ['no block', null],
    ['text that is not JSON', '{"maintenance":'],
    ['JSON of another shape', '{"maintenance":"no"}'],
  ])('is ignored with %s: startup asks the server', (_name, text) => {
    const client = seedBootStatus(createQueryClient(), pageWith(text));
    expect(readBootStatus(pageWith(text))).toBeNull();
    expect(client.getQueryData(siteStatusQueryOptions().queryKey)).toBeUndefined();
  });
});
