/** The ask-question dialogs' props (ask-question-dialog.tsx, ask-question-success-dialog.tsx). */
export interface AskQuestionProps {
  readonly productId: string;
  readonly productName: string;
}

export interface AskQuestionSuccessProps {
  readonly productName: string;
}

declare module '../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    askQuestion: AskQuestionProps;
    askQuestionSuccess: AskQuestionSuccessProps;
  }
}
