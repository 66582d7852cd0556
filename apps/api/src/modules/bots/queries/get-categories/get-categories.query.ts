export class GetCategoriesQuery {}
