/** The next task: the host page's own work (input, rendering) runs before what follows (issue 22: no long task). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
