import {
  Coins,
  Cpu,
  FileText,
  Folder,
  Gamepad2,
  Music,
  Shield,
  Smile,
  Sparkles,
  Ticket,
  TrendingUp,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** Category icons are stored as names (spec section 3); these are the lucide icons for them. */
const ICONS: Record<string, LucideIcon> = {
  music: Music,
  shield: Shield,
  smile: Smile,
  wrench: Wrench,
  coins: Coins,
  gamepad: Gamepad2,
  users: Users,
  'trending-up': TrendingUp,
  sparkles: Sparkles,
  'file-text': FileText,
  ticket: Ticket,
  cpu: Cpu,
};

interface CategoryIconProps {
  name: string;
  size?: number;
  color?: string;
}

export function CategoryIcon({ name, size = 20, color }: CategoryIconProps) {
  const Icon = ICONS[name] ?? Folder;
  return <Icon size={size} color={color} aria-hidden="true" />;
}
