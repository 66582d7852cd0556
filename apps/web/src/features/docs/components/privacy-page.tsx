import { ShieldCheck } from 'lucide-react';
import { DocPage, DocSection, LAST_UPDATED } from './doc-layout';

export function PrivacyPage() {
  return (
    <DocPage
      title="Privacy Policy"
      icon={<ShieldCheck size={30} aria-hidden="true" />}
      intro={`Last updated ${LAST_UPDATED}. This policy explains what we collect and why.`}
    >
      <DocSection title="Information We Collect">
        <ul>
          <li>
            <strong>Discord account data</strong> when you log in with Discord: your user id,
            username, discriminator, avatar and the role ids needed to check staff access. We never
            see your password or email.
          </li>
          <li>
            <strong>Bot submissions</strong>: everything you enter in the submission form, such as
            the bot&apos;s name, descriptions, links and categories.
          </li>
          <li>
            <strong>Usage data</strong>: invite clicks and ratings, counted once per visitor per day
            to compute trending lists, and basic request logs kept for security.
          </li>
        </ul>
      </DocSection>
      <DocSection title="How We Use Information">
        <ul>
          <li>To show approved bots in the public directory and credit their developers.</li>
          <li>To verify bot owners and prevent spam through Discord OAuth.</li>
          <li>To let staff review submissions and keep an audit trail of their decisions.</li>
          <li>To rank bots on the trending, featured and rating lists.</li>
        </ul>
      </DocSection>
      <DocSection title="Sharing">
        <p>
          We do not sell personal information. Public bot listings, including the developer name you
          provide, are visible to everyone. We share data only with the services that run the site
          (hosting, Discord for login) or when the law requires it.
        </p>
      </DocSection>
      <DocSection title="Your Rights">
        <p>
          You can delete your bots and pending submissions at any time from your dashboard. You may
          ask us for a copy of your data, its correction or its deletion, and you can revoke the
          application&apos;s access in Discord&apos;s Authorized Apps settings.
        </p>
      </DocSection>
      <DocSection title="Contact">
        <p>
          Questions about this policy? Reach the team through our support server or at{' '}
          <a href="mailto:privacy@botdirectory.example">privacy@botdirectory.example</a>.
        </p>
      </DocSection>
    </DocPage>
  );
}
