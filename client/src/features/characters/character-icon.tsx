import type { CharacterIcon as IconName } from '@content/characters';
import { Crown, Heart, Scroll, Shield, Star, Sword, User, type LucideIcon } from 'lucide-react';

const icons: Partial<Record<IconName, LucideIcon>> = {
  star: Star,
  scroll: Scroll,
  crown: Crown,
  shield: Shield,
  heart: Heart,
  sword: Sword,
};

/** Star, scroll, crown, shield, heart, sword; a person for anything else. */
export function CharacterIcon({ icon, className }: { icon: IconName; className?: string }) {
  const Icon = icons[icon] ?? User;
  return <Icon className={className} aria-hidden="true" />;
}
