import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { referralKeys } from '@/lib/query-keys';

export const INVITEES_PAGE_SIZE = 20;

export const fetchInvitees = (pageNo: number, signal?: AbortSignal) =>
  api.call('invitees', { query: { pageNo, pageSize: INVITEES_PAGE_SIZE }, signal });

export const inviteesQueryOptions = (owner: string | null) =>
  pagedQueryOptions({
    queryKey: referralKeys.invitees(owner),
    fetchPage: (pageNo, signal) => fetchInvitees(pageNo, signal),
    staleTime: STALE_TIME.short,
    meta: { languageReload: 'lists' },
  });

export const useInvitees = (owner: string | null) => useInfiniteQuery(inviteesQueryOptions(owner));
