import type { Video } from '@contract/catalog';
import { useQuery } from '@tanstack/react-query';

/** The published videos, newest first. */
export function useVideos() {
  return useQuery<Video[]>({ queryKey: ['/api/videos'] });
}
