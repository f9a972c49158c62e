using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

[MapTo("Dog\"s $x\\")]
public partial class Dog_s__x_ : IRealmObject
{
    [MapTo("na\nme")]
    [Required]
    public string Na_me { get; set; }

    [MapTo("cr\r\u001b[2J\t\u0000")]
    public long Cr___2J__ { get; set; }

    [MapTo("a$b")]
    public string A_b { get; set; }

    [MapTo("rtl\u202ex\u2028y\u0085")]
    public bool Rtl_x_y_ { get; set; }

    [MapTo("own\\u000aer")]
    public Pe_rson_ Own_u000aer { get; set; }
}

[MapTo("Pe\nrson'")]
public partial class Pe_rson_ : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
    [MapTo("name")]
    [Required]
    public string Name { get; set; }
}
