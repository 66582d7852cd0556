import { useEffect, useRef } from 'react';
import { PageContainer } from '@/components/ui/page';
import { CallToAction } from './call-to-action';
import { CategoryBrowser } from './category-browser';
import { FeaturedSection } from './featured-section';
import { HomeHero } from './home-hero';
import { HomeSearchResults } from './home-search-results';
import { TrendingSection } from './trending-section';
import { useHomeFilters } from './use-home-filters';

export function HomePage() {
  const filters = useHomeFilters();
  const resultsRef = useRef<HTMLDivElement>(null);
  const scrollOnResults = useRef(false);

  const handleSearch = () => {
    filters.submitSearch();
    scrollOnResults.current = true;
  };

  // A search from the navbar lands here with ?search=; bring its results into view too.
  useEffect(() => {
    if (filters.urlTerm) scrollOnResults.current = true;
  }, [filters.urlTerm]);

  useEffect(() => {
    if (!filters.isActive || !scrollOnResults.current) return;
    scrollOnResults.current = false;
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [filters.isActive, filters.term]);

  return (
    <main>
      <HomeHero
        searchText={filters.text}
        onSearchTextChange={filters.setText}
        onSearch={handleSearch}
      />
      <PageContainer as="div">
        <div ref={resultsRef}>
          {filters.isActive && (
            <HomeSearchResults
              term={filters.term}
              category={filters.category}
              onClear={filters.clear}
            />
          )}
        </div>
        <FeaturedSection />
        <CategoryBrowser
          selected={filters.category}
          onSelect={(category) => filters.toggleCategory(category.id)}
        />
        <TrendingSection />
        <CallToAction
          title="Have a Discord Bot?"
          text="Share it with thousands of server owners. Submit your bot for review and get discovered."
        />
      </PageContainer>
    </main>
  );
}
