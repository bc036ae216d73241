import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';

/**
 * Each account page is its own chunk, fetched when its route is opened: the sign-in page does not download
 * the sign-up, reset or account-settings pages (nor the antd components only they use: Result, Spin, Alert, Card).
 */
const SignUpPage = lazy(() => import('./pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const SignInPage = lazy(() => import('./pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const ForgotPasswordPage = lazy(() =>
  import('./pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  import('./pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);

/** Shown for the moment a page's chunk is on its way: an empty, busy region, so nothing jumps or flashes. */
function PageLoading() {
  return <div className="auth-page-loading" aria-busy="true" />;
}

export function App(props: Props) {
  const { Providers } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/signup/:token?" element={<SignUpPage />} />
              <Route path="/signin" element={<SignInPage />} />
              <Route path="/signIn" element={<SignInPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
              <Route path="/user/*" element={<ChangePasswordPage />} />
              <Route path="*" element={<Navigate to="/signin" replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
