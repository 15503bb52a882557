import { videoListSchema } from '@contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The published videos, newest first. */
export const videosQuery = () =>
  queryOptions({
    queryKey: ['/api/videos'],
    queryFn: ({ signal }) => apiGet('/api/videos', videoListSchema, { signal }),
  });

export const useVideos = () => useQuery(videosQuery());
