import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BookOpen,
  Code2,
  Lightbulb,
  ListChecks,
  Megaphone,
  Plus,
  Rocket,
  Send,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { ReviewTime } from '@/components/review-time';
import { DocPage, DocSection } from './doc-layout';
import { ReviewStatsPanel } from './review-stats-panel';
import { paths } from '@botdir/contracts';

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export function DeveloperGuidePage() {
  return (
    <DocPage
      title="Developer Guide"
      icon={<BookOpen size={30} aria-hidden="true" />}
      intro="Everything you need to list your Discord bot and help servers find it."
    >
      <StyledButtons>
        <ButtonLink to={paths.submit()} size="lg">
          <Plus size={18} aria-hidden="true" />
          Submit Your Bot
        </ButtonLink>
        <ButtonLink to={paths.apiDocs()} variant="secondary" size="lg">
          <Code2 size={18} aria-hidden="true" />
          API Documentation
        </ButtonLink>
      </StyledButtons>
      <DocSection title="Getting Started" icon={<Rocket size={20} aria-hidden="true" />}>
        <ol>
          <li>Create your application and bot user in the Discord Developer Portal.</li>
          <li>
            Generate an OAuth2 invite URL with the bot scope and only the permissions you need.
          </li>
          <li>Log in here with Discord: it proves who you are and keeps spam out.</li>
          <li>Fill in the submission form and send your bot for review.</li>
        </ol>
      </DocSection>
      <DocSection title="Requirements" icon={<ListChecks size={20} aria-hidden="true" />}>
        <ul>
          <li>The bot is online and answers commands during review.</li>
          <li>A name, a short description (under 100 characters) and a full description.</li>
          <li>A direct link to the avatar image and a working Discord OAuth2 invite URL.</li>
          <li>
            At least one category, and the Discord Application ID: the invite URL&apos;s client_id.
            One listing per application.
          </li>
          <li>It follows Discord&apos;s Terms of Service, Developer Policy and our terms.</li>
        </ul>
      </DocSection>
      <DocSection title="Submission Process" icon={<Send size={20} aria-hidden="true" />}>
        <p>
          After you submit, your bot waits in the review queue as <strong>Pending</strong>. Staff
          test it and approve or reject it with notes; submissions are <ReviewTime /> (the median to
          the 75th percentile of the last 30 days, from <code>GET /api/stats/review</code>).
          Approved bots go live immediately. If yours is rejected, read the notes, fix the issues
          and resubmit it from your dashboard. Use <em>Notes for the reviewer</em> on the form for
          test instructions or a test server invite: only the reviewers and you see them. A reviewer
          who is testing your bot claims it, so two reviewers never test it at once.
        </p>
        <ReviewStatsPanel />
      </DocSection>
      <DocSection title="Best Practices" icon={<Lightbulb size={20} aria-hidden="true" />}>
        <ul>
          <li>Lead with what the bot does best in the short description.</li>
          <li>Use line breaks and lists in the full description to explain commands.</li>
          <li>Use slash commands and ask only for the permissions you use.</li>
          <li>Add a support server so users can get help and report bugs.</li>
          <li>Keep the bot online: offline bots are shown as Offline to visitors.</li>
        </ul>
      </DocSection>
      <DocSection title="Promotion Tips" icon={<Megaphone size={20} aria-hidden="true" />}>
        <ul>
          <li>Share your bot&apos;s page: every invite through it counts towards Trending.</li>
          <li>Ask happy users to rate your bot; well-rated bots rank higher.</li>
          <li>Ship updates regularly and announce them in your support server.</li>
          <li>Outstanding bots may be selected by the team for the Featured list.</li>
        </ul>
      </DocSection>
      <DocSection title="Resources" icon={<BookOpen size={20} aria-hidden="true" />}>
        <ul>
          <li>
            <a href="https://discord.com/developers/docs" target="_blank" rel="noopener noreferrer">
              Discord Developer Documentation
            </a>
          </li>
          <li>
            <a
              href="https://discord.com/developers/applications"
              target="_blank"
              rel="noopener noreferrer"
            >
              Discord Developer Portal
            </a>
          </li>
          <li>
            <Link to={paths.apiDocs()}>Our public API documentation</Link>
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
