/** Test data builders for storefront unit and component tests: the domain's, under the names these tests use. */
export {
  makeBranch as makeTestBranch,
  makeCategory as makeTestCategory,
  makeProduct as makeTestProduct,
} from '@bestell/domain/testing';
