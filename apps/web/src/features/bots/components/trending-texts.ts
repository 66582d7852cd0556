export const NO_TRENDING_TEXT =
  'No trending bots available right now. Check back soon as new bots are added and gain popularity!';
