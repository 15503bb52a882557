import type { PageKey } from '@contract/pages';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RouteComponentProps } from 'wouter';
import { ScreenLoading } from './screen-loading';

export type Screen = ComponentType<RouteComponentProps>;
type Loader = () => Promise<{ default: Screen }>;

interface ScreenEntry {
  /** The screen's source file relative to client/, as Vite's manifest names it. */
  src: string;
  load: Loader;
  Component: Screen;
}

/**
 * Each screen is its own chunk, so a page ships only its own code. The build pre-renders with
 * the chunk loaded, the pre-rendered page preloads it (found in Vite's manifest by `src`), and
 * the browser loads it before hydrating.
 *
 * A screen whose module is already here when it mounts renders directly, without a Suspense
 * boundary: React hydrates boundaries in a later pass, and by then data such as the signed-in
 * user may have arrived and made the screen differ from the pre-rendered HTML. Only a client-side
 * navigation to a screen not loaded yet goes through React.lazy and shows the loading state.
 */
function screen(src: string, load: Loader): ScreenEntry {
  let loaded: Promise<{ default: Screen }> | undefined;
  let module: { default: Screen } | undefined;
  const once = () =>
    (loaded ??= load().then((m) => {
      module = m;
      return m;
    }));
  const Lazy = lazy(once);
  function ScreenRoute(props: RouteComponentProps) {
    // Decided once per mount, so the screen is never remounted when its chunk arrives.
    const [Ready] = useState(() => module?.default);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { src, load: once, Component: ScreenRoute };
}

const bibleScreen = screen('src/features/bible/bible-screen.tsx', () =>
  import('@client/features/bible/bible-screen').then((m) => ({ default: m.BibleScreen })),
);

export const screens: Record<PageKey, ScreenEntry> = {
  home: screen('src/features/home/home-screen.tsx', () =>
    import('@client/features/home/home-screen').then((m) => ({ default: m.HomeScreen })),
  ),
  store: screen('src/features/store/store-screen.tsx', () =>
    import('@client/features/store/store-screen').then((m) => ({ default: m.StoreScreen })),
  ),
  videos: screen('src/features/videos/videos-screen.tsx', () =>
    import('@client/features/videos/videos-screen').then((m) => ({ default: m.VideosScreen })),
  ),
  bibleStudy: screen('src/features/studies/bible-study-screen.tsx', () =>
    import('@client/features/studies/bible-study-screen').then((m) => ({
      default: m.BibleStudyScreen,
    })),
  ),
  articles: screen('src/features/articles/articles-screen.tsx', () =>
    import('@client/features/articles/articles-screen').then((m) => ({
      default: m.ArticlesScreen,
    })),
  ),
  articleDetail: screen('src/features/articles/article-detail-screen.tsx', () =>
    import('@client/features/articles/article-detail-screen').then((m) => ({
      default: m.ArticleDetailScreen,
    })),
  ),
  timeline: screen('src/features/timeline/timeline-screen.tsx', () =>
    import('@client/features/timeline/timeline-screen').then((m) => ({
      default: m.TimelineScreen,
    })),
  ),
  characters: screen('src/features/characters/characters-screen.tsx', () =>
    import('@client/features/characters/characters-screen').then((m) => ({
      default: m.CharactersScreen,
    })),
  ),
  bible: bibleScreen,
  // One entry for both Bible routes: /bible and /bible/John/3 are the same screen.
  bibleChapter: bibleScreen,
  donate: screen('src/features/donate/donate-screen.tsx', () =>
    import('@client/features/donate/donate-screen').then((m) => ({ default: m.DonateScreen })),
  ),
  contact: screen('src/features/contact/contact-screen.tsx', () =>
    import('@client/features/contact/contact-screen').then((m) => ({ default: m.ContactScreen })),
  ),
  login: screen('src/features/auth/login-screen.tsx', () =>
    import('@client/features/auth/login-screen').then((m) => ({ default: m.LoginScreen })),
  ),
  register: screen('src/features/auth/register-screen.tsx', () =>
    import('@client/features/auth/register-screen').then((m) => ({ default: m.RegisterScreen })),
  ),
  forgotPassword: screen('src/features/auth/forgot-password-screen.tsx', () =>
    import('@client/features/auth/forgot-password-screen').then((m) => ({
      default: m.ForgotPasswordScreen,
    })),
  ),
  resetPassword: screen('src/features/auth/reset-password-screen.tsx', () =>
    import('@client/features/auth/reset-password-screen').then((m) => ({
      default: m.ResetPasswordScreen,
    })),
  ),
  profile: screen('src/features/profile/profile-screen.tsx', () =>
    import('@client/features/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })),
  ),
  dashboard: screen('src/features/dashboard/dashboard-screen.tsx', () =>
    import('@client/features/dashboard/dashboard-screen').then((m) => ({
      default: m.DashboardScreen,
    })),
  ),
  memberPortal: screen('src/features/member-portal/member-portal-screen.tsx', () =>
    import('@client/features/member-portal/member-portal-screen').then((m) => ({
      default: m.MemberPortalScreen,
    })),
  ),
  admin: screen('src/features/admin/admin-screen.tsx', () =>
    import('@client/features/admin/admin-screen').then((m) => ({ default: m.AdminScreen })),
  ),
  questions: screen('src/features/questions/questions-screen.tsx', () =>
    import('@client/features/questions/questions-screen').then((m) => ({
      default: m.QuestionsScreen,
    })),
  ),
  questionsMy: screen('src/features/questions/my-questions-screen.tsx', () =>
    import('@client/features/questions/my-questions-screen').then((m) => ({
      default: m.MyQuestionsScreen,
    })),
  ),
  questionsAsk: screen('src/features/questions/ask-question-screen.tsx', () =>
    import('@client/features/questions/ask-question-screen').then((m) => ({
      default: m.AskQuestionScreen,
    })),
  ),
  questionDetail: screen('src/features/questions/question-detail-screen.tsx', () =>
    import('@client/features/questions/question-detail-screen').then((m) => ({
      default: m.QuestionDetailScreen,
    })),
  ),
  studyGroups: screen('src/features/study-groups/study-groups-screen.tsx', () =>
    import('@client/features/study-groups/study-groups-screen').then((m) => ({
      default: m.StudyGroupsScreen,
    })),
  ),
  studyGroupDetail: screen('src/features/study-groups/study-group-detail-screen.tsx', () =>
    import('@client/features/study-groups/study-group-detail-screen').then((m) => ({
      default: m.StudyGroupDetailScreen,
    })),
  ),
  unsubscribe: screen('src/features/newsletter/unsubscribe-screen.tsx', () =>
    import('@client/features/newsletter/unsubscribe-screen').then((m) => ({
      default: m.UnsubscribeScreen,
    })),
  ),
  verifyEmail: screen('src/features/auth/verify-email-screen.tsx', () =>
    import('@client/features/auth/verify-email-screen').then((m) => ({
      default: m.VerifyEmailScreen,
    })),
  ),
  confirmEmail: screen('src/features/auth/confirm-email-screen.tsx', () =>
    import('@client/features/auth/confirm-email-screen').then((m) => ({
      default: m.ConfirmEmailScreen,
    })),
  ),
  newsletterConfirm: screen('src/features/newsletter/confirm-subscription-screen.tsx', () =>
    import('@client/features/newsletter/confirm-subscription-screen').then((m) => ({
      default: m.ConfirmSubscriptionScreen,
    })),
  ),
};
