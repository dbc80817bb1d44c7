// @klw/forms/rows: a category's card with its fields and its lists of rows. A part of the kit of its own, shared by
// the shell as a file of its own, so that a screen without such cards (the milk screen) does not download it.
export { CategoryCard } from './category-card';
