import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { SignUpPage } from './pages/SignUpPage';
import { SignInPage } from './pages/SignInPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { ChangePasswordPage } from './pages/ChangePasswordPage';

export function App(props: Props) {
  const { Providers } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            <Route path="/signup/:token?" element={<SignUpPage />} />
            <Route path="/signin" element={<SignInPage />} />
            <Route path="/signIn" element={<SignInPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
            <Route path="/user/*" element={<ChangePasswordPage />} />
            <Route path="*" element={<Navigate to="/signin" replace />} />
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
