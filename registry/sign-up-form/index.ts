export { SignUpForm } from './SignUpForm.tsx';
