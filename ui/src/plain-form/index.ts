export { usePlainForm, type Validate, type Validators, type FieldBinding } from './use-plain-form';
export { PlainField } from './PlainField';
export { PlainButton } from './PlainButton';
