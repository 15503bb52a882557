import { videoListSchema, catalogApi } from '@contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The published videos, newest first. */
export const videosQuery = () =>
  apiQuery([catalogApi.videos.pattern], catalogApi.videos(), videoListSchema);

export const useVideos = () => useQuery(videosQuery());
