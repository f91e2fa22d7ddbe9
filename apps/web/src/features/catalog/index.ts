export { CategoryNav } from './CategoryNav.tsx';
export { useCategoryTree } from './categoryTree.ts';
export {
  useSelectedCategory,
  selectCategory,
  filterCategoryName,
  type SelectedCategory,
} from './selectedCategory.ts';
