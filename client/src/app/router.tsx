import { pages, type PageKey } from '@contract/pages';
import type { ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
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
 * `:id` segments are numeric ids, as the server's `matchPage` reads them: anything else
 * (e.g. /questions/abc) is the not-found page on both sides.
 */
function withNumericId(Component: Screen): Screen {
  function NumericIdRoute(props: RouteComponentProps) {
    return /^\d+$/.test(props.params.id ?? '') ? <Component {...props} /> : <NotFoundScreen />;
  }
  return NumericIdRoute;
}

/** Static paths first, so /questions/my and /questions/ask win over /questions/:id. */
const isDynamic = (path: string) => path.includes('/:');
const routes = [...pages]
  .sort((a, b) => Number(isDynamic(a.path)) - Number(isDynamic(b.path)))
  .map((page) => ({
    key: page.key,
    path: page.path,
    component: isDynamic(page.path) ? withNumericId(screens[page.key]) : screens[page.key],
  }));

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
