import * as yup from 'yup';
import { botDataSchema, botStatsSchema, configureWebhookSchema } from '@botdir/contracts';
import { yupToOpenApi } from './yup-to-openapi';

describe('yupToOpenApi', () => {
  it('carries types, required fields, lengths, bounds, patterns, choices, list sizes and null', () => {
    const schema = yup
      .object({
        name: yup.string().required().min(2).max(32).matches(/^\w+$/),
        stars: yup.number().integer().min(1).max(5).nullable(),
        ratio: yup.number(),
        kind: yup.string().oneOf(['a', 'b'] as const),
        tags: yup.array(yup.string().required().max(24)).min(1).max(10),
        online: yup.boolean(),
        anything: yup.mixed().oneOf([1, 2]).required(),
        at: yup.date(),
      })
      .noUnknown();
    expect(yupToOpenApi(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['name', 'anything'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 32, pattern: '^\\w+$' },
        stars: { type: 'integer', minimum: 1, maximum: 5, nullable: true },
        ratio: { type: 'number' },
        kind: { type: 'string', enum: ['a', 'b'] },
        tags: {
          type: 'array',
          minItems: 1,
          maxItems: 10,
          items: { type: 'string', maxLength: 24 },
        },
        online: { type: 'boolean' },
        anything: { enum: [1, 2] },
        at: { type: 'string', format: 'date-time' },
      },
    });
  });

  it("reads the contracts' own rules: text fields' lengths, the webhook secret, the stats bounds", () => {
    const bot = yupToOpenApi(botDataSchema);
    expect(bot.required).toEqual(expect.arrayContaining(['name', 'inviteUrl', 'categories']));
    expect(bot.properties?.['name']).toMatchObject({ type: 'string', minLength: 2, maxLength: 32 });
    expect(bot.properties?.['categories']).toMatchObject({ type: 'array', minItems: 1 });
    expect(bot.properties?.['tags']).toMatchObject({ items: { type: 'string', maxLength: 24 } });
    expect(yupToOpenApi(configureWebhookSchema).properties?.['secret']).toEqual({
      type: 'string',
      minLength: 16,
      maxLength: 128,
      pattern: '^[\\x21-\\x7e]+$',
    });
    expect(yupToOpenApi(botStatsSchema).properties?.['shards']).toMatchObject({
      type: 'array',
      maxItems: 10_000,
      nullable: true,
      items: { type: 'integer', minimum: 0, maximum: 50_000_000 },
    });
  });
});
