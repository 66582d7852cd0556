import { HomePage } from '@/features/bots/components/home-page';

export default function HomeRoute() {
  return <HomePage />;
}
