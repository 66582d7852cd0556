import { Scale } from 'lucide-react';
import { DocPage, DocSection, LAST_UPDATED } from './doc-layout';

export function TermsPage() {
  return (
    <DocPage
      title="Terms of Service"
      icon={<Scale size={30} aria-hidden="true" />}
      intro={`Last updated ${LAST_UPDATED}. Please read these terms before using the directory.`}
    >
      <DocSection title="Acceptance of Terms">
        <p>
          By browsing the directory, logging in or submitting a bot you agree to these terms and to
          Discord&apos;s Terms of Service and Developer Policy.
        </p>
      </DocSection>
      <DocSection title="Submission Guidelines">
        <ul>
          <li>You may only submit bots you own or are authorised to list.</li>
          <li>Descriptions must be accurate; the invite URL must be a Discord OAuth2 URL.</li>
          <li>Short descriptions are limited to 100 characters; pick at least one category.</li>
          <li>The bot should be online and respond to commands while it is being reviewed.</li>
        </ul>
      </DocSection>
      <DocSection title="Prohibited Content">
        <ul>
          <li>Malware, token grabbers, self-bots or bots that break Discord&apos;s rules.</li>
          <li>Hate speech, harassment, illegal content or unmarked NSFW features.</li>
          <li>Spam, misleading listings, fake ratings or duplicate submissions.</li>
        </ul>
      </DocSection>
      <DocSection title="Moderation and Removal">
        <p>
          Staff review every submission and may approve or reject it with notes. We may remove a
          listing or suspend an account at any time if a bot breaks these terms, stops working or
          receives credible abuse reports. Rejected bots can be fixed and resubmitted.
        </p>
      </DocSection>
      <DocSection title="Limitation of Liability">
        <p>
          Bots are made and run by third-party developers. The directory is provided &quot;as
          is&quot;; we are not responsible for what a bot does in your server. Review the
          permissions a bot asks for before you invite it.
        </p>
      </DocSection>
      <DocSection title="Contact">
        <p>
          Questions about these terms? Contact us at{' '}
          <a href="mailto:legal@botdirectory.example">legal@botdirectory.example</a>.
        </p>
      </DocSection>
    </DocPage>
  );
}
