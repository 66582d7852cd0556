import { Navigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page';
import { CallToAction } from './call-to-action';
import { CategoryBrowser } from './category-browser';
import { FeaturedSection } from './featured-section';
import { HomeHero } from './home-hero';
import { TrendingSection } from './trending-section';
import { paths } from '@botdir/contracts';

export function HomePage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const category = params.get('category') ?? undefined;
  // Old links to /?search= and /?category= land on the one results page.
  if (search || category) return <Navigate to={paths.browse({ search, category })} replace />;

  return (
    <main>
      <HomeHero />
      <PageContainer as="div">
        <FeaturedSection />
        <CategoryBrowser />
        <TrendingSection />
        <CallToAction
          title="Have a Discord Bot?"
          text="Share it with thousands of server owners. Submit your bot for review and get discovered."
        />
      </PageContainer>
    </main>
  );
}
