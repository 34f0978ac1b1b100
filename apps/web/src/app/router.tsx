import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { loadedConfig } from '../lib/app-config.tsx';
import { demoOnlyLoader, guardLoader, unknownPathLoader, type GuardKind } from './guards.ts';
import { paths, type AppPath } from './paths.ts';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** A guarded route whose screen is loaded on demand (spec §2: every screen loads on demand). */
function screen(path: AppPath, guard: GuardKind, load: ScreenModule): RouteObject {
  return { path, loader: guardLoader(guard, path), lazy: load };
}

/** Renders nothing: under the preloader during the first load, and for routes that only redirect. */
function Nothing() {
  return null;
}

/** The screens built so far; other paths of `paths.ts` arrive with their features. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The preloader of index.html covers the first load; nothing to draw underneath it.
    HydrateFallback: Nothing,
    children: [
      {
        // Errors of a screen (a chunk missing after a deploy, say) render inside the shell, which stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: unknownPathLoader, Component: Nothing },
          screen(paths.login, 'public-only', () =>
            import('../features/auth/screens/login.screen.tsx').then((m) => ({ Component: m.LoginScreen })),
          ),
          screen(paths.iamLogin, 'public-only', () =>
            import('../features/auth/screens/iam-login.screen.tsx').then((m) => ({ Component: m.IamLoginScreen })),
          ),
          screen(paths.register, 'public-only', () =>
            import('../features/registration/screens/register.screen.tsx').then((m) => ({ Component: m.RegisterScreen })),
          ),
          screen(paths.resetPassword, 'public-only', () =>
            import('../features/registration/screens/reset-password.screen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
          ),
          screen(paths.whiteList, 'public-only', () =>
            import('../features/white-list/screens/white-list.screen.tsx').then((m) => ({ Component: m.WhiteListScreen })),
          ),
          screen(paths.faqs, 'public-only', () =>
            import('../features/content/screens/faqs.screen.tsx').then((m) => ({ Component: m.FaqsScreen })),
          ),
          screen(paths.policy, 'public-only', () =>
            import('../features/content/screens/policy.screen.tsx').then((m) => ({ Component: m.PolicyScreen })),
          ),
          screen(paths.supportCalculator, 'public-only', () =>
            import('../features/calculator/screens/support-calculator.screen.tsx').then((m) => ({
              Component: m.SupportCalculatorScreen,
            })),
          ),
          screen(paths.tickets, 'public-only', () =>
            import('../features/tickets/screens/tickets.screen.tsx').then((m) => ({ Component: m.TicketsScreen })),
          ),
          screen(paths.checkLetter, 'public-only', () =>
            import('../features/letters/screens/check-letter.screen.tsx').then((m) => ({ Component: m.CheckLetterScreen })),
          ),
          screen(paths.activateEmail, 'public', () =>
            import('../features/account/screens/activate-email.screen.tsx').then((m) => ({ Component: m.ActivateEmailScreen })),
          ),
          screen(paths.home, 'signed-in', () =>
            import('../features/home/screens/home.screen.tsx').then((m) => ({ Component: m.HomeScreen })),
          ),
          screen(paths.changePassword, 'signed-in', () =>
            import('../features/account/screens/change-password.screen.tsx').then((m) => ({ Component: m.ChangePasswordScreen })),
          ),
          screen(paths.changeMobile, 'signed-in', () =>
            import('../features/account/screens/change-mobile.screen.tsx').then((m) => ({ Component: m.ChangeMobileScreen })),
          ),
          screen(paths.account, 'signed-in', () =>
            import('../features/account/screens/account.screen.tsx').then((m) => ({ Component: m.AccountScreen })),
          ),
          screen(paths.houses, 'signed-in', () =>
            import('../features/household/screens/houses.screen.tsx').then((m) => ({ Component: m.HousesScreen })),
          ),
          screen(paths.programs, 'signed-in', () =>
            import('../features/programs/screens/programs.screen.tsx').then((m) => ({ Component: m.ProgramsScreen })),
          ),
          screen(paths.applications, 'signed-in', () =>
            import('../features/applications/screens/applications.screen.tsx').then((m) => ({ Component: m.ApplicationsScreen })),
          ),
          screen(paths.dependentProgramApplication, 'signed-in', () =>
            import('./screens/dependent-program-application.screen.tsx').then((m) => ({
              Component: m.ComposedDependentApplicationsScreen,
            })),
          ),
          screen(paths.ramadanProgramApplication, 'signed-in', () =>
            import('../features/ramadan/screens/ramadan.screen.tsx').then((m) => ({ Component: m.RamadanScreen })),
          ),
          screen(paths.programApplication, 'signed-in', () =>
            import('./screens/program-application.screen.tsx').then((m) => ({
              Component: m.ComposedProgramApplicationScreen,
            })),
          ),
          screen(paths.historyData, 'signed-in', () =>
            import('../features/history-data/screens/history-data.screen.tsx').then((m) => ({ Component: m.HistoryDataScreen })),
          ),
          screen(paths.appeals, 'signed-in', () =>
            import('../features/appeals/screens/appeals.screen.tsx').then((m) => ({ Component: m.AppealsScreen })),
          ),
          screen(paths.raiseAppeal, 'signed-in', () =>
            import('../features/appeals/screens/raise-appeal.screen.tsx').then((m) => ({ Component: m.RaiseAppealScreen })),
          ),
          screen(paths.complaints, 'signed-in', () =>
            import('../features/complaints/screens/complaints.screen.tsx').then((m) => ({ Component: m.ComplaintsScreen })),
          ),
          screen(paths.newComplaint, 'signed-in', () =>
            import('../features/complaints/screens/new-complaint.screen.tsx').then((m) => ({ Component: m.NewComplaintScreen })),
          ),
          screen(paths.registeredTickets, 'signed-in', () =>
            import('../features/tickets/screens/registered-tickets.screen.tsx').then((m) => ({
              Component: m.RegisteredTicketsScreen,
            })),
          ),
          screen(paths.requestLetter, 'signed-in', () =>
            import('../features/letters/screens/request-letter.screen.tsx').then((m) => ({ Component: m.RequestLetterScreen })),
          ),
          screen(paths.visits, 'signed-in', () =>
            import('../features/visits/screens/visits.screen.tsx').then((m) => ({ Component: m.VisitsScreen })),
          ),
          screen(paths.tamkeen, 'signed-in', () =>
            import('../features/tamkeen/screens/tamkeen.screen.tsx').then((m) => ({ Component: m.TamkeenScreen })),
          ),
          screen(paths.tamkeenAbleToWorkProfile, 'signed-in', () =>
            import('../features/tamkeen/screens/able-to-work-profile.screen.tsx').then((m) => ({ Component: m.AbleToWorkProfileScreen })),
          ),
          screen(paths.tamkeenTreatableProfile, 'signed-in', () =>
            import('../features/tamkeen/screens/treatable-profile.screen.tsx').then((m) => ({ Component: m.TreatableProfileScreen })),
          ),
          screen(paths.tamkeenTrack, 'signed-in', () =>
            import('../features/tamkeen/screens/track.screen.tsx').then((m) => ({ Component: m.TrackScreen })),
          ),
          screen(paths.tamkeenPlan, 'signed-in', () =>
            import('../features/tamkeen/screens/plan.screen.tsx').then((m) => ({ Component: m.PlanScreen })),
          ),
          screen(paths.tamkeenAppointment, 'signed-in', () =>
            import('../features/tamkeen/screens/appointment.screen.tsx').then((m) => ({ Component: m.AppointmentScreen })),
          ),
          screen(paths.tamkeenPartner, 'signed-in', () =>
            import('../features/tamkeen/screens/evaluation.screen.tsx').then((m) => ({ Component: m.EvaluationScreen })),
          ),
          screen(paths.tamkeenEvaluation, 'signed-in', () =>
            import('../features/tamkeen/screens/evaluation.screen.tsx').then((m) => ({ Component: m.EvaluationScreen })),
          ),
          screen(paths.tamkeenJobOffers, 'signed-in', () =>
            import('../features/tamkeen/screens/job-offers.screen.tsx').then((m) => ({ Component: m.JobOffersScreen })),
          ),
          screen(paths.unifiedProfile, 'signed-in', () =>
            import('../features/profile/screens/unified-profile.screen.tsx').then((m) => ({ Component: m.UnifiedProfileScreen })),
          ),
          screen(paths.attachments, 'signed-in', () =>
            import('../features/attachments/screens/attachments.screen.tsx').then((m) => ({ Component: m.AttachmentsScreen })),
          ),
          screen(paths.confirmMigrateUsers, 'signed-in', () =>
            import('../features/registration/screens/confirm-migrate-users.screen.tsx').then((m) => ({
              Component: m.ConfirmMigrateUsersScreen,
            })),
          ),
          screen(paths.dependentConfirmRelation, 'signed-in', () =>
            import('../features/dependent-relation/screens/dependent-confirm-relation.screen.tsx').then((m) => ({
              Component: m.DependentConfirmRelationScreen,
            })),
          ),
          screen(paths.dependentEmergencyLoginSelection, 'signed-in', () =>
            import('../features/auth/screens/emergency-selection.screen.tsx').then((m) => ({ Component: m.EmergencySelectionScreen })),
          ),
          screen(paths.whiteListApplications, 'white-listed', () =>
            import('../features/white-list/screens/white-list-applications.screen.tsx').then((m) => ({
              Component: m.WhiteListApplicationsScreen,
            })),
          ),
          {
            // Demo mode only (the outbox and identity simulator); elsewhere it is an unknown path.
            path: paths.devOutbox,
            loader: demoOnlyLoader(async () => (await loadedConfig())?.demoMode === true),
            lazy: () => import('../features/dev/screens/outbox.screen.tsx').then((m) => ({ Component: m.OutboxScreen })),
          },
          { path: '*', loader: unknownPathLoader, Component: Nothing },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
