// enableShareAppMessage: the share task shares from this page (mini-program)
export default definePageConfig({ navigationBarTitleText: '任务详情', enableShareAppMessage: true })
