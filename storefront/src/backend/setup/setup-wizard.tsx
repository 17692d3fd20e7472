import { ApiError, type CurrentUser, queryKeys, type StaffApi, useApiClient } from '@bestell/api-client';
import {
  imprintFromBusiness,
  setupMessages as m,
  privacyTemplate,
  type SetupLegal,
  termsTemplate,
} from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminStepForm } from './admin-step';
import { BranchStepForm } from './branch-step';
import { BusinessStepForm } from './business-step';
import { CatalogStep } from './catalog-step';
import { LegalStepForm } from './legal-step';
import { LogoRetry, logoFailureReasons } from './logo-retry';
import styles from './setup.module.css';
import { adminApi, saveLogo, submitSetup } from './setup-api';
import {
  type AdminStep,
  type BranchStepValues,
  branchDefaults,
  emptyAdmin,
  emptyBusiness,
  type LegalStepValues,
  legalBusinessOf,
  type SetupBranch,
  type SetupBusiness,
} from './setup-values';

const stepNames = [m.steps.admin, m.steps.business, m.steps.branch, m.steps.legal, m.steps.catalog];

/** The steps, in order; each keeps its values when the user goes back. */
export function SetupWizard({ code }: { code: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [admin, setAdmin] = useState<AdminStep | null>(null);
  const [business, setBusiness] = useState<SetupBusiness | null>(null);
  const [branch, setBranch] = useState<SetupBranch | null>(null);
  const [legal, setLegal] = useState<LegalStepValues | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [api, setApi] = useState<StaffApi | null>(null);
  /** The API's reasons when the logo upload after the setup failed (null: no failure to show). */
  const [logoFailure, setLogoFailure] = useState<string[] | null>(null);

  const go = (next: number) => {
    setFailure(null);
    setStep(next);
    window.scrollTo(0, 0);
  };

  const legalDefaults = (data: SetupBusiness): LegalStepValues => {
    const owner = legalBusinessOf(data);
    return {
      imprintText: imprintFromBusiness(owner),
      termsAndConditionsText: termsTemplate(owner),
      privacyPolicyText: privacyTemplate(owner),
    };
  };

  const finish = async (values: SetupLegal) => {
    if (!admin || !business || !branch) return;
    setLegal(values);
    setBusy(true);
    setFailure(null);
    try {
      const { passwordRepeat: _repeat, ...adminBody } = admin;
      const user: CurrentUser = await submitSetup(client, { code, admin: adminBody, business, branch, legal: values });
      queryClient.setQueryData(queryKeys.currentUser, user);
      const staffApi = adminApi(client, user);
      if (logo) {
        // The shop is set up either way: a failed logo is shown with its reason, to retry or to go on without.
        await saveLogo(staffApi, logo).catch((error: unknown) => setLogoFailure(logoFailureReasons(error)));
      }
      setApi(staffApi);
      go(4);
    } catch (error) {
      const messages = error instanceof ApiError ? error.errors.map((e) => e.message) : [];
      setFailure(messages.length > 0 ? [...new Set(messages)].join(' ') : m.invalidCode);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wizard}>
      <ol className={styles.progress} aria-label={m.title}>
        {stepNames.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={styles.progressItem}>
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <p className={styles.stepOf}>{m.stepOf(step + 1, stepNames.length)}</p>
      {step === 0 && (
        <AdminStepForm
          values={admin ?? emptyAdmin}
          onDone={(values) => {
            setAdmin(values);
            go(1);
          }}
        />
      )}
      {step === 1 && (
        <BusinessStepForm
          values={business ?? { ...emptyBusiness, email: admin?.email ?? '' }}
          logo={logo}
          onLogo={setLogo}
          onBack={() => go(0)}
          onDone={(values) => {
            setBusiness(values);
            // The Impressum is made from these data: changed data make it anew.
            setLegal(null);
            go(2);
          }}
        />
      )}
      {step === 2 && business && (
        <BranchStepForm
          values={(branch as BranchStepValues | null) ?? branchDefaults(business)}
          onBack={() => go(1)}
          onDone={(values) => {
            setBranch(values);
            go(3);
          }}
        />
      )}
      {step === 3 && business && (
        <LegalStepForm
          values={legal ?? legalDefaults(business)}
          isBusy={busy}
          failure={failure}
          onBack={() => go(2)}
          onDone={(values) => void finish(values)}
        />
      )}
      {step === 4 && api && logo && logoFailure && (
        <LogoRetry
          api={api}
          logo={logo}
          reasons={logoFailure}
          onSaved={() => setLogoFailure(null)}
          onSkip={() => {
            setLogo(null);
            setLogoFailure(null);
          }}
        />
      )}
      {step === 4 && api && !logoFailure && (
        <CatalogStep api={api} onFinished={() => navigate('/backend', { replace: true })} />
      )}
    </div>
  );
}
