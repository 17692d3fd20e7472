import {
  type CalculationModel,
  type LeadTimeType,
  backofficeProductsMessages as m,
  type ProductScope,
  type ProductType,
} from '@bestell/domain';
import type { ChoiceOption } from '../../forms';

export const typeOptions: readonly ChoiceOption[] = [
  { id: 'other', label: m.typeOther },
  { id: 'configurable', label: m.typeConfigurable },
  { id: 'bundle', label: m.typeBundle },
] satisfies { id: ProductType; label: string }[];

export const calculationModelOptions: readonly ChoiceOption[] = [
  { id: 'fixed', label: m.calculationFixed },
  { id: 'approximate', label: m.calculationApproximate },
  { id: 'minimum', label: m.calculationMinimum },
] satisfies { id: CalculationModel; label: string }[];

export const leadTimeTypeOptions: readonly ChoiceOption[] = [
  { id: 'minutes', label: m.leadMinutes },
  { id: 'hours', label: m.leadHours },
  { id: 'days', label: m.leadDays },
  { id: 'weeks', label: m.leadWeeks },
] satisfies { id: LeadTimeType; label: string }[];

export const scopeOptions: readonly ChoiceOption[] = [
  { id: 'all', label: m.scopeAll },
  { id: 'partners', label: m.scopePartners },
  { id: 'branches', label: m.scopeBranches },
] satisfies { id: ProductScope; label: string }[];
