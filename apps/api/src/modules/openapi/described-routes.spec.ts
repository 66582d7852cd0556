import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import * as yup from 'yup';
import { DomainError } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { LoggedInGuard, StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { describedRoutes } from './described-routes';

@Controller('api/things')
@UseGuards(LoggedInGuard)
class ThingsController {
  @RateLimit('reads')
  @Get(':id')
  one() {}

  @UseGuards(StaffGuard)
  @RateLimit('writes')
  @Post()
  make() {}
}

const notFound = () => new DomainError('THING.NOT_FOUND', 'not_found', 'No such thing.');
const taken = () => new DomainError('THING.TAKEN', 'conflict', 'Taken.');

describe('describedRoutes', () => {
  const [one, make] = describedRoutes([
    describeRoutes(ThingsController, {
      one: {
        section: 'Developer',
        summary: 'One thing',
        answer: { status: 200, description: 'The thing.' },
        errors: [notFound()],
      },
      make: {
        section: 'Staff',
        summary: 'Make a thing',
        body: { schema: yup.object({ name: yup.string().required().max(10) }) },
        answer: { status: 201, description: 'Made.' },
        errors: [notFound(), taken()],
      },
    }),
  ]);

  it("reads method, path, login and rate budget from the controller's decorators", () => {
    expect(one).toMatchObject({ method: 'GET', path: '/api/things/{id}', auth: 'session' });
    expect(one?.limits).toEqual([
      'Rate limit: 100 GET requests per minute per IP (429 `RATE_LIMIT.EXCEEDED` with `Retry-After`).',
    ]);
    expect(make).toMatchObject({ method: 'POST', path: '/api/things', auth: 'session' });
  });

  it('lists the errors by status and code, taken from the errors themselves and the guards', () => {
    expect(one?.errors).toEqual([
      { status: 401, codes: ['AUTH.REQUIRED'] },
      { status: 404, codes: ['THING.NOT_FOUND'] },
      { status: 429, codes: ['RATE_LIMIT.EXCEEDED'] },
    ]);
    expect(make?.errors).toEqual([
      { status: 400, codes: ['VALIDATION.FAILED'] },
      { status: 401, codes: ['AUTH.REQUIRED'] },
      { status: 403, codes: ['AUTH.STAFF_ONLY'] },
      { status: 404, codes: ['THING.NOT_FOUND'] },
      { status: 409, codes: ['THING.TAKEN'] },
      { status: 429, codes: ['RATE_LIMIT.EXCEEDED'] },
    ]);
  });

  it("derives the body from the route's yup schema", () => {
    expect(make?.body).toEqual({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 10 } },
    });
  });
});
