import type { DirectoryEventOf } from '../common/directory-event';
import {
  anyString,
  boolean,
  integerFrom,
  safeInteger,
  shape,
  text,
  type Check,
} from '../common/shape-checks';
import type { ReviewEvent } from './review.events';

type DataOf<T extends ReviewEvent['type']> = DirectoryEventOf<T>['data'];
const stars = integerFrom(1, 5);

/** The data of every review event type, checked before a projection folds it. */
export const REVIEW_SHAPES: { [T in ReviewEvent['type']]: Check } = {
  ReviewPosted: shape<DataOf<'ReviewPosted'>>({
    botId: safeInteger,
    reviewId: text,
    authorId: text,
    authorName: anyString,
    stars,
    text: anyString,
  }),
  ReviewEdited: shape<DataOf<'ReviewEdited'>>({
    botId: safeInteger,
    reviewId: text,
    authorId: text,
    stars,
    text: anyString,
  }),
  ReviewDeleted: shape<DataOf<'ReviewDeleted'>>({
    botId: safeInteger,
    reviewId: text,
    authorId: text,
  }),
  ReviewReplied: shape<DataOf<'ReviewReplied'>>({
    botId: safeInteger,
    reviewId: text,
    repliedBy: text,
    text,
  }),
  ReviewHelpfulMarked: shape<DataOf<'ReviewHelpfulMarked'>>({
    botId: safeInteger,
    reviewId: text,
    userId: text,
    helpful: boolean,
  }),
  ReviewFlagged: shape<DataOf<'ReviewFlagged'>>({
    botId: safeInteger,
    reviewId: text,
    userId: text,
    reason: text,
  }),
  ReviewHidden: shape<DataOf<'ReviewHidden'>>({
    botId: safeInteger,
    reviewId: text,
    authorId: text,
    hiddenBy: text,
    reason: text,
  }),
};
