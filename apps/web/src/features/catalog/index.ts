export { CategoryNav, categoryHref } from './CategoryNav.tsx';
export { useCategoryTree } from './categoryTree.ts';
export {
  useActiveCategory,
  selectCategory,
  filterCategoryName,
  type SelectedCategory,
} from './selectedCategory.ts';
