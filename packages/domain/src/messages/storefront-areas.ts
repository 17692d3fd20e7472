/** Texts of the storefront's overridable areas (spec §2 Layout) that the spec does not word. */
export const storefrontAreasMessages = {
  loading: 'Wird geladen …', // not worded in the spec
} as const;
