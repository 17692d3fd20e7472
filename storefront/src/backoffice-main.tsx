// The back-office's entry (its own build, on React: vite.config.ts `--mode backoffice`), started by main.tsx under
// /backend. Its app is a chunk of its own so that the style sheets of the back-office load with it (Vite loads a
// chunk's CSS with the chunk; an entry's would need a <link> in index.html, which belongs to the shop).
void import('./backoffice-app');
