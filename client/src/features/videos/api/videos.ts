import { videoListSchema, catalogApi } from '@contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The published videos, newest first. */
export const videosQuery = () =>
  queryOptions({
    queryKey: [catalogApi.videos.pattern],
    queryFn: ({ signal }) => apiGet(catalogApi.videos(), videoListSchema, { signal }),
  });

export const useVideos = () => useQuery(videosQuery());
