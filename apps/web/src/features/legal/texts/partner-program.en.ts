import type { LegalText } from '../types.ts';

export default {
  title: 'School Partner Programme',
  updated: '2026-11-22',
  intro:
    'These terms describe the Talanty («Таланты») partner programme for music and dance schools, studios and other organisations that teach creative people. The programme helps a school show its students, and helps students show where they study.',
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'These School Partner Programme Terms (the “Terms”) supplement the User Agreement and the Privacy Policy of the Talanty service (the “Service”) and govern the relationship between the operator of the Talanty service («Таланты») (the “Operator”) and a school taking part in the programme (the “School”). Anything not covered by the Terms is governed by the User Agreement and the Privacy Policy.',
        'Taking part in the programme is free and voluntary. The programme is not a contract for advertising or agency services: the Operator pays the School no remuneration and charges it no fee, unless a separate written agreement provides otherwise.',
      ],
    },
    {
      heading: '2. Who can take part',
      paragraphs: [
        'The programme is open to music, vocal and dance schools, studios, creative groups with a teaching programme, and teachers who run their own classes — whether as an organisation, a sole trader or a self-employed person.',
        'The School acts through an authorised representative who submits the application and is responsible for compliance with the Terms. The Operator may ask for information confirming that the School exists and that the representative is authorised — for example, a link to the School’s official website or pages — and may decline an application.',
      ],
    },
    {
      heading: '3. Joining and the partner code',
      paragraphs: [
        'To join, the School’s representative sends an application to support@talanty.example with the School’s name, city, field of teaching (music, singing, dance and so on), links to its official website or social media pages, and a contact e-mail address.',
        'Once the application is approved, the School receives a unique partner code and is added to the list of schools users see when they sign up. The School’s name on the Service must be true and not misleading, and must not copy the names of other organisations.',
        'The code is meant for the School’s students, their parents and the School’s audience. The School is responsible for how it distributes the code and tells the Operator if third parties misuse it — the Operator may then issue a new code.',
      ],
    },
    {
      heading: '4. How student attribution works',
      paragraphs: [
        'A user is linked to the School if they enter the School’s partner code when signing up or choose the School from the list, or if they enter the code later in the profile editing section.',
        'Only the user can create the link. The School cannot link someone else’s account to itself, register accounts on behalf of students, enter the code for them or otherwise act in their accounts.',
        'A user may change or remove the partner code in their profile at any time. Changing the code links the account to the new School; removing it means the account is no longer linked to any School.',
      ],
    },
    {
      heading: '5. Limits of attribution',
      paragraphs: [
        'An account can be linked to only one School. If a user studies at several schools, they choose which one to name.',
        'Only active accounts created in accordance with the User Agreement count. Accounts created in breach of the age requirements, fake or automatically created accounts, deleted accounts, and accounts blocked for violations are not counted.',
        'A link does not mean that the School vouches for the student’s skills or that the Operator confirms the student studies there. It gives the School no rights to the user’s account, content or data beyond those described in section 6.',
        'The Operator may cancel links obtained in breach of the Terms — for example, through spam, by rewarding sign-ups without any real teaching, or by registering accounts without the students’ knowledge.',
      ],
    },
    {
      heading: '6. What the programme gives a school',
      paragraphs: [
        'A School page on the Service with its name, description and links, and a “Partner school” badge. The School’s name appears in the list from which users choose a school at sign-up.',
        'Visibility of students: the School page may show the profiles of users linked to it — with the same information each user has made public in their own profile. Students who have turned off appearing in search are not shown on the School page.',
        'Registration statistics: the number of users who signed up with the School’s code or chose it at sign-up, and the number of accounts linked to it over a chosen period. Statistics are provided in aggregate and do not include students’ e-mail addresses, contact details, birth dates or any other non-public information.',
        'The programme’s features may evolve. The Operator does not guarantee the School any particular number of sign-ups, views or students and does not promise any monetary reward.',
      ],
    },
    {
      heading: '7. The school’s obligations',
      paragraphs: [
        'Promote the Service honestly: describe Talanty accurately, do not promise students on the Operator’s behalf anything the Service does not provide — guaranteed performances, bookings or income — and do not present yourself as the Operator’s representative or co-owner.',
        'Do not spam: do not spread the code through mass mailings to people who have not agreed to receive them, do not post it in comments on other people’s material on the Service or on other platforms against their rules, and do not attract sign-ups with bots or by paying for registrations.',
        'Respect students’ choices: invite rather than require registration; do not make teaching, grades or taking part in concerts depend on registering on the Service or entering the code. Remember that registration is allowed from the age of 16 and that students under 18 need the consent of their parents or legal guardians.',
        'Do not post recordings, photos or other material featuring students on the Service without their consent, and for minors without the consent of their legal guardians; respect the rights in the works and recordings performed, as required by the User Agreement.',
        'Comply with advertising and personal data law. The School is responsible for the accuracy of information about itself, including whether it holds an educational licence where one is required.',
      ],
    },
    {
      heading: '8. Students’ personal data',
      paragraphs: [
        'The Operator processes the data of users linked to the School in accordance with the Privacy Policy. The School receives only the information described in section 6 and has no access to students’ accounts.',
        'The School undertakes to use that information only for the purposes of the programme and its teaching, not to pass it on to third parties, not to use it to obtain students’ non-public data, and not to collect data from the Service by automated means.',
        'If a student removes the link to the School or deletes their account, they disappear from the School page and are no longer counted among linked accounts.',
      ],
    },
    {
      heading: '9. Suspension and ending participation',
      paragraphs: [
        'The School may leave the programme at any time by notifying support@talanty.example. The Operator may suspend or end the School’s participation if the School breaches the Terms or the User Agreement, if students or their parents make justified complaints, or if the School ceases its activities.',
        'When participation ends, the partner code stops working, the School is removed from the sign-up list, the School page and the “Partner school” badge are withdrawn, and links between accounts and the School are cancelled. Students’ accounts keep working as usual.',
        'The Operator may end the programme as a whole after giving participants reasonable notice.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'The programme is provided “as is”. The Operator is not responsible for the results of the School’s promotion or the number of sign-ups, nor for the relationship between the School and its students, including the quality of teaching and payment for it.',
        'The School is responsible for its own material and promotion of the code and compensates the Operator for losses caused by its breach of the Terms. Relations under the programme are governed by the law of the Russian Federation.',
      ],
    },
    {
      heading: '11. Changes to the Terms',
      paragraphs: [
        'The Operator may change the Terms. A new version is published on this page with its update date. Participants are notified of significant changes in advance at the e-mail address given in their application. Continuing to take part after the changes take effect means accepting them.',
      ],
    },
    {
      heading: '12. Contacts',
      paragraphs: [
        'Send applications, questions about the programme and statistics, and requests about personal data to support@talanty.example.',
        'Students and parents can write to the same address to report dishonest promotion or to ask for a link to a School to be removed.',
      ],
    },
  ],
} satisfies LegalText;
