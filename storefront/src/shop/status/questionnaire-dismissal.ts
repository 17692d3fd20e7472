/** Spec §4 Questionnaire "was not dismissed": remembered per order in local storage (the customer's device). */
export interface DismissalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyOf = (uid: string) => `bestell.questionnaire-dismissed.${uid}`;

export function localStorageOrNull(): DismissalStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isQuestionnaireDismissed(storage: DismissalStorage | null, uid: string): boolean {
  try {
    return storage?.getItem(keyOf(uid)) === '1';
  } catch {
    return false;
  }
}

export function dismissQuestionnaire(storage: DismissalStorage | null, uid: string): void {
  try {
    storage?.setItem(keyOf(uid), '1');
  } catch {
    // Storage full or blocked: the questionnaire is hidden for this visit only.
  }
}
