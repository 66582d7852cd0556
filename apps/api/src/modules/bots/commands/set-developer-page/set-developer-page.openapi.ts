import { developerPageVisibilitySchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { SetDeveloperPageController } from './set-developer-page.controller';

export const setDeveloperPageDocs = describeRoutes(SetDeveloperPageController, {
  set: {
    section: 'Developer',
    summary: "Hide or show the caller's developer page",
    description:
      'A hidden page `/users/{id}` (and `GET /api/users/{id}`) answers 404 to everyone, as if the user had no live bot; the user still sees it through `GET /api/user/developer-page`. The bots themselves stay listed. Setting what is already set records nothing.',
    body: {
      schema: developerPageVisibilitySchema,
      fields: { hidden: '`true` hides the page, `false` shows it again.' },
    },
    answer: { status: 200, description: '`{ hidden }`.' },
    errors: [],
  },
});
