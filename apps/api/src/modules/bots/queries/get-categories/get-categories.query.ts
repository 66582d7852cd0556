import { Query } from '@nestjs/cqrs';
import type { CategoryView } from '@botdir/contracts';

export class GetCategoriesQuery extends Query<CategoryView[]> {}
