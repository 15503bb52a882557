/* The admin's publishing tabs, one lazily loaded chunk (see admin-screen). */
export { ArticlesTab } from './articles-tab';
export { EbooksTab } from './ebooks-tab';
export { VideosTab } from './videos-tab';
export { StudiesTab } from './studies-tab';
export { PagesTab } from './pages-tab';
export { TimelineTab } from './timeline-tab';
export { CharactersTab } from './characters-tab';
export { TrashTab } from './trash-tab';
