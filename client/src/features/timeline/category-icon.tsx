import type { TimelineIcon } from '@content/timeline';
import {
  Church,
  Crown,
  Landmark,
  Star,
  Sun,
  Sunrise,
  Tent,
  Waves,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<TimelineIcon, LucideIcon> = {
  sun: Sun,
  tent: Tent,
  waves: Waves,
  crown: Crown,
  landmark: Landmark,
  star: Star,
  church: Church,
  sunrise: Sunrise,
};

export function CategoryIcon({ icon, className }: { icon: TimelineIcon; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden="true" />;
}
