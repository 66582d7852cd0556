import type { DeveloperPageVisibilitySet } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { alice } from '@api/modules/testing/bot.fixtures';
import { developerPageDecider } from './developer-page.decider';

const spec = deciderSpec(developerPageDecider);
const set = (hidden: boolean): DeveloperPageVisibilitySet => ({
  type: 'DeveloperPageVisibilitySet',
  data: { userId: alice.id, hidden },
});
const command = (hidden: boolean) =>
  ({ type: 'SetDeveloperPageVisibility', userId: alice.id, hidden }) as const;

describe('SetDeveloperPageVisibility', () => {
  it('hides a shown page and shows a hidden one', () => {
    spec
      .given([])
      .when(command(true))
      .then([set(true)]);
    spec
      .given([set(true)])
      .when(command(false))
      .then([set(false)]);
  });

  it('records nothing when the page already is as asked', () => {
    spec.given([]).when(command(false)).then([]);
    spec
      .given([set(true)])
      .when(command(true))
      .then([]);
    spec
      .given([set(true), set(false)])
      .when(command(false))
      .then([]);
  });
});
