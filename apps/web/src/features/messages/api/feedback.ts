import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@m/contract';
import { pagedQueryOptions } from '@/components/list/paged-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { feedbackKeys } from '@/lib/query-keys';

export const FEEDBACK_PAGE_SIZE = 10;

export const fetchFeedbackSettings = (signal?: AbortSignal) => api.call('feedbackSettings', { signal });

export const feedbackSettingsQueryOptions = (owner: string | null) =>
  queryOptions({ queryKey: feedbackKeys.settings(owner), queryFn: ({ signal }) => fetchFeedbackSettings(signal), staleTime: STALE_TIME.standard });

export const useFeedbackSettings = (owner: string | null) => useQuery(feedbackSettingsQueryOptions(owner));

export const fetchFeedbackPage = (pageNo: number, signal?: AbortSignal) =>
  api.call('feedbackList', { query: { pageNo, pageSize: FEEDBACK_PAGE_SIZE }, signal });

export const feedbackListQueryOptions = (owner: string | null) =>
  pagedQueryOptions({
    queryKey: feedbackKeys.list(owner),
    fetchPage: (pageNo, signal) => fetchFeedbackPage(pageNo, signal),
    staleTime: STALE_TIME.short,
  });

export const useFeedbackList = (owner: string | null) => useInfiniteQuery(feedbackListQueryOptions(owner));

/** A kept picture never changes: fetched once per session. */
export const useFeedbackPicture = (id: number, owner: string | null) =>
  useQuery({ queryKey: feedbackKeys.picture(id, owner), queryFn: ({ signal }) => api.call('feedbackPicture', { query: { id }, signal }), staleTime: STALE_TIME.session });

export const submitFeedback = (body: EndpointBody<'submitFeedback'>) => api.call('submitFeedback', { body });

/** A sent feedback heads the member's list: the list is fetched again (the kept pictures never change). */
export const useSubmitFeedbackMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitFeedback, onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.lists }) });
};
