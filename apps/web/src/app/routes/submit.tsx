import { SubmitPage } from '@/features/submit/components/submit-page';

export default SubmitPage;
