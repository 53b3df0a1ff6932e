import type { Locale } from '@mall/contract';

/**
 * The User Agreement's text, for the phone's and the desktop's registration. It is long and read
 * rarely, so only the account pages import it, rather than the locale files every page loads.
 */
export interface AgreementContent {
  updated: string;
  intro: string;
  sections: { title: string; body: string }[];
  contact: string;
}

export const AGREEMENT: Record<Locale, AgreementContent> = {
  en: {
    updated: 'Last updated: 21 November 2026',
    intro:
      'This User Agreement (the "Agreement") governs the use of the Procurement Mall (the "Platform") by business buyers. By registering an account you confirm that you act on behalf of a company or other organisation and that you accept this Agreement for it.',
    contact:
      "Questions about this Agreement can be sent to the Platform's customer service through the contact details shown in the app.",
    sections: [
      {
        title: 'Scope of the service',
        body: 'The Platform lets registered business buyers browse products and stores, see prices, request quotations, submit requests for quotation (RFQs) and manage procurement documents. Services are offered to businesses only, not to consumers.',
      },
      {
        title: 'Your account',
        body: 'You must give true, complete and current information about your company and contact person and keep it up to date. You are responsible for keeping your password secret and for every action taken with your account. Tell us at once if you suspect that someone else uses it. After five consecutive wrong passwords the account is locked for five minutes to protect it.',
      },
      {
        title: 'Account review and membership',
        body: 'A new account is reviewed before it becomes a member account. We may ask for documents that show that your company exists and is entitled to buy. Membership runs until the date shown in your account; an expired member can apply for renewal. We may refuse or end a membership for a good reason, which we will tell you.',
      },
      {
        title: 'Acceptable use',
        body: "You will not misuse the Platform: no false information, no attempts to reach data or accounts that are not yours, no automated mass access, no interference with the Platform's security or operation, and no content that is unlawful or infringes others' rights.",
      },
      {
        title: 'Prices and product information',
        body: 'Prices are shown to logged-in buyers only and are given in the currency of the market you choose. Prices, stock, lead times and minimum order quantities may change until an order or quotation is confirmed. Obvious errors do not bind either party.',
      },
      {
        title: 'Quotations and orders',
        body: 'A request for quotation or a cart is an invitation to offer, not a binding order. A contract for goods is made only when a proforma invoice or purchase order is confirmed in writing by both parties; its own terms on delivery, payment and after-sales service then apply.',
      },
      {
        title: 'Data protection',
        body: "We process your company's and your contact persons' data to run your account, answer your requests and meet our legal duties. We keep it only as long as needed, protect it with appropriate technical and organisational measures, and do not sell it. You may ask to see, correct or delete your data.",
      },
      {
        title: 'Intellectual property',
        body: 'The Platform, its software and its content belong to us or to our licensors and sellers. You may use them only to procure for your company. Material you upload stays yours; you allow us to use it as far as needed to provide the service.',
      },
      {
        title: 'Liability',
        body: 'We provide the Platform with reasonable care but cannot guarantee uninterrupted availability. Except for intent, gross negligence and liability that cannot be excluded by law, we are not liable for indirect damage or lost profits arising from the use of the Platform.',
      },
      {
        title: 'Ending the Agreement',
        body: 'You may close your account at any time by contacting customer service. We may suspend or close an account that breaches this Agreement. Obligations that by their nature survive (such as confidentiality and payment of confirmed orders) continue after the account is closed.',
      },
      {
        title: 'Changes to this Agreement',
        body: 'We may change this Agreement for valid reasons, such as new laws or new features. We will inform you of material changes at least 30 days in advance; if you keep using the Platform after they take effect, the changed Agreement applies.',
      },
      {
        title: 'Applicable law and disputes',
        body: "This Agreement is governed by the law of the place where the Platform operator is registered. The parties will first try to settle any dispute amicably; failing that, it will be decided by the competent court at the operator's seat.",
      },
    ],
  },
  'zh-Hans': {
    updated: '最近更新：2026年11月21日',
    intro:
      '本用户协议（“本协议”）规范企业采购商对采购商城（“平台”）的使用。注册账号即表示您确认代表一家公司或其他组织行事，并代表该组织接受本协议。',
    contact: '如对本协议有任何疑问，请通过应用内显示的联系方式联系平台客服。',
    sections: [
      {
        title: '服务范围',
        body: '平台供已注册的企业采购商浏览商品和店铺、查看价格、申请报价、提交询价单（RFQ）及管理采购单据。服务仅面向企业，不面向个人消费者。',
      },
      {
        title: '您的账号',
        body: '您应提供真实、完整、最新的公司及联系人信息，并及时更新。您负责妥善保管密码，并对使用您账号进行的一切操作负责。如怀疑他人使用您的账号，请立即告知我们。为保护账号安全，连续输错密码5次后账号将被锁定5分钟。',
      },
      {
        title: '账号审核与会员资格',
        body: '新注册账号须经审核后方可成为会员账号。我们可能要求您提供证明公司存在及具备采购资格的文件。会员资格有效期以账号中显示的日期为准；会员过期后可申请续期。我们可基于正当理由拒绝或终止会员资格，并会告知理由。',
      },
      {
        title: '合理使用',
        body: '您不得滥用平台，包括但不限于：提供虚假信息、试图访问不属于您的数据或账号、自动化批量访问、干扰平台的安全或运行，以及发布违法或侵犯他人权利的内容。',
      },
      {
        title: '价格与商品信息',
        body: '价格仅向已登录的采购商显示，并以您所选市场的币种计价。在订单或报价确认之前，价格、库存、交期及最小起订量可能发生变化。明显的错误对双方均无约束力。',
      },
      {
        title: '报价与订单',
        body: '询价单或购物车仅为要约邀请，并非有约束力的订单。只有当形式发票或采购订单经双方书面确认后，货物买卖合同方告成立，届时适用其关于交货、付款及售后服务的条款。',
      },
      {
        title: '数据保护',
        body: '我们为运营您的账号、答复您的请求及履行法定义务而处理您公司及联系人的数据。我们仅在必要期限内保存数据，采取适当的技术和组织措施加以保护，且不会出售数据。您可以要求查阅、更正或删除您的数据。',
      },
      {
        title: '知识产权',
        body: '平台及其软件和内容归我们或我们的许可方及卖家所有。您仅可为本公司采购之目的使用。您上传的资料仍归您所有；您授权我们在提供服务所需的范围内使用。',
      },
      {
        title: '责任',
        body: '我们以合理的注意义务提供平台，但不保证平台始终不间断可用。除故意、重大过失及依法不得免除的责任外，我们不对因使用平台而产生的间接损失或利润损失承担责任。',
      },
      {
        title: '协议终止',
        body: '您可随时联系客服注销账号。对于违反本协议的账号，我们可暂停或关闭。依其性质应继续有效的义务（如保密义务及已确认订单的付款义务）在账号关闭后继续有效。',
      },
      {
        title: '协议变更',
        body: '我们可基于正当理由（如法律变化或新增功能）修改本协议。重大变更将至少提前30天通知您；变更生效后您继续使用平台的，即适用变更后的协议。',
      },
      {
        title: '适用法律与争议解决',
        body: '本协议适用平台运营方注册地的法律。双方应首先友好协商解决争议；协商不成的，由运营方所在地有管辖权的法院裁决。',
      },
    ],
  },
};
