import { matchPage, pages, type PageKey } from '@contract/pages';
import type { ComponentType } from 'react';
import { Route, Switch, useLocation, type RouteComponentProps } from 'wouter';
import { AdminScreen } from '@client/features/admin/admin-screen';
import { ForgotPasswordScreen } from '@client/features/auth/forgot-password-screen';
import { LoginScreen } from '@client/features/auth/login-screen';
import { RegisterScreen } from '@client/features/auth/register-screen';
import { ResetPasswordScreen } from '@client/features/auth/reset-password-screen';
import { BibleScreen } from '@client/features/bible/bible-screen';
import { CharactersScreen } from '@client/features/characters/characters-screen';
import { ContactScreen } from '@client/features/contact/contact-screen';
import { DashboardScreen } from '@client/features/dashboard/dashboard-screen';
import { DonateScreen } from '@client/features/donate/donate-screen';
import { HomeScreen } from '@client/features/home/home-screen';
import { MemberPortalScreen } from '@client/features/member-portal/member-portal-screen';
import { NotFoundScreen } from '@client/features/not-found/not-found-screen';
import { ProfileScreen } from '@client/features/profile/profile-screen';
import { AskQuestionScreen } from '@client/features/questions/ask-question-screen';
import { MyQuestionsScreen } from '@client/features/questions/my-questions-screen';
import { QuestionDetailScreen } from '@client/features/questions/question-detail-screen';
import { QuestionsScreen } from '@client/features/questions/questions-screen';
import { StoreScreen } from '@client/features/store/store-screen';
import { BibleStudyScreen } from '@client/features/studies/bible-study-screen';
import { StudyGroupDetailScreen } from '@client/features/study-groups/study-group-detail-screen';
import { StudyGroupsScreen } from '@client/features/study-groups/study-groups-screen';
import { TimelineScreen } from '@client/features/timeline/timeline-screen';
import { VideosScreen } from '@client/features/videos/videos-screen';

type Screen = ComponentType<RouteComponentProps>;

/** The one table from the route keys of contract/pages.ts to their screens. */
const screens: Record<PageKey, Screen> = {
  home: HomeScreen,
  store: StoreScreen,
  videos: VideosScreen,
  bibleStudy: BibleStudyScreen,
  timeline: TimelineScreen,
  characters: CharactersScreen,
  bible: BibleScreen,
  bibleChapter: BibleScreen,
  donate: DonateScreen,
  contact: ContactScreen,
  login: LoginScreen,
  register: RegisterScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  profile: ProfileScreen,
  dashboard: DashboardScreen,
  memberPortal: MemberPortalScreen,
  admin: AdminScreen,
  questions: QuestionsScreen,
  questionsMy: MyQuestionsScreen,
  questionsAsk: AskQuestionScreen,
  questionDetail: QuestionDetailScreen,
  studyGroups: StudyGroupsScreen,
  studyGroupDetail: StudyGroupDetailScreen,
};

/**
 * Dynamic segments are checked as the server's `matchPage` checks them (numeric ids, real Bible
 * chapters): anything else (e.g. /questions/abc, /bible/John/99) is the not-found page on both sides.
 * One checked component per screen, so routes of the same screen (/bible and /bible/John/3)
 * share it.
 */
const checked = new Map<Screen, Screen>();
function withValidParams(Component: Screen): Screen {
  let found = checked.get(Component);
  if (!found) {
    found = function ValidParamsRoute(props: RouteComponentProps) {
      const [pathname] = useLocation();
      return matchPage(pathname) ? <Component {...props} /> : <NotFoundScreen />;
    };
    checked.set(Component, found);
  }
  return found;
}

/** Static paths first, so /questions/my and /questions/ask win over /questions/:id. */
const isDynamic = (path: string) => path.includes('/:');
const screensWithParams = new Set(
  pages.filter((p) => isDynamic(p.path)).map((p) => screens[p.key]),
);
/**
 * Routes that show the same screen share the React key and component, so moving between them
 * (/bible to /bible/Genesis/2) updates the screen in place: focus and typed text stay.
 */
const keyOfScreen = new Map<Screen, string>();
const routes = [...pages]
  .sort((a, b) => Number(isDynamic(a.path)) - Number(isDynamic(b.path)))
  .map((page) => {
    const screen = screens[page.key];
    const key = keyOfScreen.get(screen) ?? page.key;
    keyOfScreen.set(screen, key);
    return {
      key,
      path: page.path,
      component: screensWithParams.has(screen) ? withValidParams(screen) : screen,
    };
  });

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.key} path={route.path} component={route.component} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
