/** The next task: the host page's own work (input, rendering) runs before what follows (issue 22: no long task). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts `start` in a task of its own. A browser's fetch() costs a millisecond or two before it returns (on a phone
 * four times that): requests started together by one render's effects would add up to one long task.
 */
export const inTaskOfItsOwn = <T>(start: () => Promise<T>): Promise<T> => nextTask().then(start);
