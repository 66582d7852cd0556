import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { descriptionImageErrors } from '../../domain/description-image.errors';
import { DescriptionImageController } from './description-image.controller';

export const descriptionImageDocs = describeRoutes(DescriptionImageController, {
  image: {
    section: 'Public reads',
    summary: "One image of a live bot's description, through the site",
    description:
      "`image` is `{index}-{key}`: the image's place among the description's https images (0-9, in order; later ones show as links) and the 8-hex fingerprint of its URL, as the rendered description writes them. The server fetches the image (https only, public addresses only in production, at most 3 redirects, 10 s, at most 2 MB; PNG, JPEG, GIF, WebP or AVIF, never SVG), keeps it an hour in a 64 MB memory cache, and answers it with `Cache-Control: public, max-age=86400, immutable`. An image it cannot show answers 502 `MEDIA.UNAVAILABLE` with the reason.",
    answer: { status: 200, description: 'The image bytes, with their type.' },
    errors: [descriptionImageErrors.notFound()],
  },
});
