// The wizard's state, kept where spec 1 §4.6 says: resumed from the newer of the local copy and the
// account settings, every update written to the local copy at once and to the settings after
// 1000 ms (the saver), and mirrored in the URL (activeStep, fieldIndex, integrationIndex) so a
// reload or a shared link lands on the same step. The machine (rules/) decides every transition.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useKernel } from '@kernel/sdk';
import { storage } from '../../adapters/storage';
import { LOCAL_COPY_PREFIX, ONBOARDING_SETTING, WALKTHROUGH_SETTING, type WalkthroughTask } from './constants';
import { chooseTemplate, discardTemplate, goTo, resume, type MachineContext, type OnboardingState, type Update } from './rules/machine';
import { createSaver, type Saver } from './rules/saver';
import { indexFromParam, stepFromParam } from './rules/steps';
import { isTemplateStale } from './rules/template';
import { finishTask, parseWalkthrough } from './rules/walkthrough';
import { valuesOf } from './rules/fields';
import { RESOURCE, useOnboardingProvider } from './useOnboardingProvider';

export const URL_PARAMS = ['onboard', 'activeStep', 'fieldIndex', 'integrationIndex'] as const;

/** The search string for a state: the step's name and the index that step reads. */
export function searchFor(search: string, state: OnboardingState | null): string {
  const params = new URLSearchParams(search);
  if (!state) {
    URL_PARAMS.forEach((p) => params.delete(p));
  } else {
    params.set('activeStep', state.activeStep);
    if (state.activeStep === 'SETUP_TEMPLATE') params.set('fieldIndex', String(state.fieldIndex));
    else params.delete('fieldIndex');
    if (state.activeStep === 'SETUP_INTEGRATIONS') params.set('integrationIndex', String(state.integrationIndex));
    else params.delete('integrationIndex');
  }
  const next = params.toString();
  return next ? `?${next}` : '';
}

export type Notice = 'stale' | 'notFound' | null;

export function useOnboarding() {
  const { account, permissions, reloadView } = useKernel();
  const dataProvider = useOnboardingProvider();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const canUseFullEditor = Boolean(permissions.canUseFullEditor);
  const ctx = useCallback((): MachineContext => ({ canUseFullEditor, now: Date.now() }), [canUseFullEditor]);
  const localKey = `${LOCAL_COPY_PREFIX}${account?.id ?? 'none'}`;
  const facts = useQuery({
    queryKey: [RESOURCE, 'facts', account?.id],
    queryFn: async () => (await dataProvider.getAccountFacts(RESOURCE)).data,
  });
  const [state, setState] = useState<OnboardingState | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const written = useRef<string | null>(null);

  const saver = useMemo<Saver>(
    () =>
      createSaver({
        writeLocal: (s) => storage.setJson(localKey, s),
        saveSettings: (s) => dataProvider.saveSetting(RESOURCE, { key: ONBOARDING_SETTING, value: s }),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      }),
    [dataProvider, localKey],
  );
  useEffect(() => () => void saver.flush(), [saver]);

  const searchRef = useRef(location.search);
  searchRef.current = location.search;
  const apply = useCallback(
    (update: Update) => {
      setState(update.state);
      saver.push(update);
      const search = searchFor(searchRef.current, update.close ? null : update.state);
      written.current = update.close ? null : update.state.activeStep;
      navigate({ pathname: location.pathname, search }, { replace: true });
      if (update.refresh) {
        // complete: the organization searchable as onboarded, then the account read again
        void dataProvider
          .markOnboarded(RESOURCE)
          .catch(() => undefined)
          .finally(() => {
            void queryClient.invalidateQueries({ queryKey: [RESOURCE, 'facts'] });
            reloadView();
          });
      }
    },
    [saver, navigate, location.pathname, reloadView, dataProvider, queryClient],
  );

  // resume once the account's copy is known; the URL's step (a deep link, an alias) wins
  const params = new URLSearchParams(location.search);
  const urlStep = stepFromParam(params.get('activeStep'));
  useEffect(() => {
    if (state || !facts.data) return;
    let resumed = resume(storage.getJson(localKey), facts.data.onboarding, ctx());
    if (urlStep && urlStep !== resumed.activeStep) {
      resumed = goTo(resumed, urlStep, ctx(), { fieldIndex: indexFromParam(params.get('fieldIndex')), integrationIndex: indexFromParam(params.get('integrationIndex')) }).state;
    }
    apply({ state: resumed, delay: 1000 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facts.data]);

  // a step typed into the URL while open (or the browser's back) moves the wizard there
  useEffect(() => {
    if (!state || !urlStep || urlStep === written.current) return;
    apply(goTo(state, urlStep, ctx()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep]);

  // a stored template that changed or went away since (spec 1 §4.6 staleness; spec 2 §8: null)
  const checkedTemplate = useRef<string | null>(null);
  useEffect(() => {
    const id = state?.templateId;
    if (!state || !id || checkedTemplate.current === id) return;
    checkedTemplate.current = id;
    void dataProvider.getTemplate(RESOURCE, { id }).then(({ data: template }) => {
      if (!template) {
        setNotice('notFound');
        apply(discardTemplate(state, ctx()));
      } else if (isTemplateStale(state, template)) {
        setNotice('stale');
        apply(chooseTemplate(state, template, ctx(), { templateFields: valuesOf(state.templateFields) }));
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state?.templateId]);

  /** Spec 1 §4.7: finishing a walkthrough task adds it once (best effort: the checklist also infers it). */
  const walkthrough = useRef<ReturnType<typeof parseWalkthrough> | null>(null);
  const finishWalkthroughTask = useCallback(
    async (task: WalkthroughTask) => {
      const current = walkthrough.current ?? parseWalkthrough(facts.data?.walkthrough);
      const next = finishTask(current, task);
      if (next === current) return;
      walkthrough.current = next;
      try {
        await dataProvider.saveSetting(RESOURCE, { key: WALKTHROUGH_SETTING, value: next });
        void queryClient.invalidateQueries({ queryKey: [RESOURCE, 'facts'] });
      } catch {
        // the checklist reads the account's facts too (a number, a complete onboarding)
      }
    },
    [dataProvider, facts.data, queryClient],
  );

  return { state, apply, ctx, facts, orgId: facts.data?.orgId ?? account?.id ?? 0, notice, setNotice, finishWalkthroughTask };
}

export type OnboardingApi = ReturnType<typeof useOnboarding>;
